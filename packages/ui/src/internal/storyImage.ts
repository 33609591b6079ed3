/**
 * A local placeholder picture for stories and tests (an SVG data URL): stories never load network
 * images, so screenshots are deterministic and the Storybook works offline.
 */
export function storyImage(label: string, width = 320, height = 180, color = '#1763d4'): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${color}"/>` +
    `<circle cx="${width * 0.8}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.18}" fill="rgba(255,255,255,0.25)"/>` +
    `<text x="50%" y="55%" font-family="Noto Sans CJK SC, sans-serif" font-size="${Math.round(height / 8)}" fill="#fff" text-anchor="middle">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
