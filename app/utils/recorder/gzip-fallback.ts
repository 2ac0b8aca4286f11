// fflate's gzip alone, for browsers without CompressionStream: a module of its own, so the recorder's
// dynamic import of it carries these two functions rather than the whole library.
export { gzipSync, strToU8 } from "fflate";
