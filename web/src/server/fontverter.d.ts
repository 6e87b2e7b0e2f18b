/** fontverter converts a font between its containers (it ships no types): the tests read WOFF2 files with it. */
declare module 'fontverter' {
  type Format = 'sfnt' | 'truetype' | 'woff' | 'woff2';
  const fontverter: {
    convert(font: Uint8Array, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
    detectFormat(font: Uint8Array): Format;
  };
  export default fontverter;
}
