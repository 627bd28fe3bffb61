/**
 * The emoji of the chat's and the comments' pickers (about 90 emoji): plain Unicode
 * characters, so they render in the reader's own system font, travel as ordinary text and need
 * no image sprite.
 * Faces first (the ones people reach for most), then hands, hearts and a few objects.
 */
// biome-ignore format: a grid of ten a line reads better than ninety lines
export const EMOJI: readonly string[] = [
  '😀', '😃', '😄', '😁', '😆', '😅', '🤣', '😂', '🙂', '🙃',
  '😉', '😊', '😇', '🥰', '😍', '🤩', '😘', '😚', '😋', '😛',
  '😜', '🤪', '😝', '🤗', '🤭', '🤫', '🤔', '🤐', '🤨', '😐',
  '😑', '😶', '😏', '😒', '🙄', '😬', '😌', '😔', '😪', '🤤',
  '😴', '😷', '🤒', '🤕', '🤢', '🤮', '🥵', '🥶', '🥴', '😵',
  '🤯', '🥳', '😎', '🤓', '🧐', '😕', '😟', '🙁', '😮', '😲',
  '😳', '🥺', '😨', '😰', '😢', '😭', '😱', '😖', '😩', '🥱',
  '😤', '😡', '🤬', '😈', '👻', '💩', '👍', '👎', '👏', '🙏',
  '💪', '👌', '✌️', '👋', '❤️', '💔', '🔥', '🎉', '🌹', '☕',
]
