// Without zod, so the app's first load can use it (src/core/tenant/apply-theme.ts).

/**
 * A tenant colour as the server stores it and everything paints with it (the app's CSS variables,
 * the generated logo's fill): #rgb or #rrggbb, nothing that could carry more than a colour into a
 * style ("red;}"), no named colour, rgb() or alpha.
 */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

export const isHexColor = (value: string): boolean => HEX_COLOR.test(value)
