// The unread badge (src/widgets/ui/Badge.tsx): each primitive in a chunk of its own has a
// namespace of its own, so its chunk carries only its words.
export const badge = {
  dot: '有未读',
  count: (n: string) => `${n}条未读`,
}
