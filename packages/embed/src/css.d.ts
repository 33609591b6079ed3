// The build (tsup.config.ts) turns `x.css?text` imports into the minified text of x.css.
declare module '*.css?text' {
  const css: string;
  export default css;
}
