/** Types of tools/source-stamp.mjs (plain JavaScript, so that `npm start` needs no loader to read it). */
export function sourceStamp(root: string): string
