/**
 * The policy every HTML page leaves with. Scripts come from this site's own files only (the
 * host, the examples and the embed bundles have no inline script); pictures may come from
 * anywhere, since articles and friend links point at other sites' images. Styles allow
 * inline because rendered Markdown and third-party widgets set style attributes.
 */
export function contentPolicy(host: string | undefined): string {
  // 'self' covers ws: in current browsers but not in all; name the socket explicitly
  const socket =
    host && /^[\w.-]+(?::\d+)?$|^\[[\d:a-f.]+\](?::\d+)?$/i.test(host) ? ` ws://${host} wss://${host}` : ''
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    `connect-src 'self'${socket}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** The content policy, the framing rule and the referrer rule: what every HTML page leaves with. */
export function pageHeaders(host: string | undefined): Record<string, string> {
  return {
    'content-security-policy': contentPolicy(host),
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
  }
}
