// The API's JSON answers are compressed (docs/operations.md#compression): brotli at a quality that costs little CPU, or
// gzip, for answers of 1 KiB or more whose client accepts it. Only JSON: the web app's assets are compressed at build
// time, documents (PDF, XLSX) are compressed formats already, and the server-sent streams write to the socket
// themselves. Compressed request bodies are not accepted: a body's limit stays the limit of what the server reads.
import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/** Answers smaller than this gain too little to pay for compressing them. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export const apiCompression: FastifyCompressOptions = {
  globalCompression: true,
  globalDecompression: false,
  encodings: ['br', 'gzip'],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  customTypes: /^application\/json\b/,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};
