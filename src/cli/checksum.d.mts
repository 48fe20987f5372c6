/** The CRC-32 of `data` (zlib's; Node before 20.15 has none, so there a SHA-256's first four bytes). */
export declare function checksum(data: Uint8Array): number;
