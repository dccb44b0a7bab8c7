/**
 * A CONNECT's fixed header declaring `declared` bytes after it, and the start of its variable header:
 * what a client that never finishes its login sends (tests and the oversized-packet benchmark).
 */
export function connectHeader(declared: number): Buffer {
  const length: number[] = [];
  let rest = declared;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    length.push(byte);
  } while (rest > 0);
  return Buffer.from([0x10, ...length, 0, 4, ...Buffer.from('MQTT'), 4, 0b11000010, 0, 60]);
}
