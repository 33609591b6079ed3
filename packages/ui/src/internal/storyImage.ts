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

/** A flat illustration with a label, as a data URI. */
export function svgImage(
  label: string,
  bg = '#dbe7fb',
  fg = '#1f3b6e',
  width = 320,
  height = 240,
): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${bg}"/>` +
    `<circle cx="${width * 0.78}" cy="${height * 0.28}" r="${Math.min(width, height) * 0.14}" fill="#ffffff" opacity="0.55"/>` +
    `<path d="M0 ${height * 0.8} L${width * 0.3} ${height * 0.5} L${width * 0.55} ${height * 0.72} L${width * 0.75} ${height * 0.55} L${width} ${height * 0.82} V${height} H0Z" fill="${fg}" opacity="0.25"/>` +
    `<text x="50%" y="50%" font-family="Noto Sans CJK SC, sans-serif" font-size="${Math.round(Math.min(width, height) / 9)}" fill="${fg}" text-anchor="middle" dominant-baseline="middle">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A head-and-shoulders portrait placeholder. */
export function portrait(bg = '#e8f0fd'): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="200" viewBox="0 0 160 200">` +
    `<rect width="160" height="200" fill="${bg}"/><circle cx="80" cy="78" r="36" fill="#9fb6d9"/>` +
    `<path d="M20 200 C24 140 56 122 80 122 C104 122 136 140 140 200Z" fill="#6f8fbf"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Long Chinese text without spaces or punctuation: checks wrapping in narrow containers. */
export const longText =
  '这是一段特别长的中文说明文字用于检查在狭窄容器中的换行效果其中没有任何空格也没有标点符号以便验证组件在极端情况下依然能够正确折行而不会撑破布局或者产生横向滚动条影响阅读体验';
