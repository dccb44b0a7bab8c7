import { Duplex } from 'node:stream';

export interface PacketLimits {
  /** Largest whole packet (fixed header included), in bytes. */
  maxPacket: number;
  /** Bytes a connection may send before its login is accepted. */
  preLogin: number;
}

export interface GateOptions {
  /**
   * The socket under a WebSocket stream: bytes before login are counted there, so that a WebSocket
   * frame the `ws` library is still collecting counts too.
   */
  raw?: Duplex;
  /** Told why a connection was ended (for the log). */
  onRefuse?: (reason: string) => void;
}

/** A remaining length takes at most four bytes (MQTT 3.1.1, 2.2.3). */
const MAX_LENGTH_BYTES = 4;

/**
 * Passes an MQTT byte stream through unchanged while reading each packet's fixed header, and ends the
 * connection at the first header declaring more than the maximum: the broker's parser would otherwise
 * buffer the whole declared packet. Before `loggedIn()`, a connection may send `preLogin` bytes at most.
 */
export class PacketGate extends Duplex {
  private remaining = 0;
  private header: 'type' | 'length' | 'body' = 'type';
  private length = 0;
  private lengthBytes = 0;
  private preLoginSent: number | null = 0;
  private waitingWrite: (() => void) | null = null;
  private readonly countRaw = (chunk: Buffer) => this.countPreLogin(chunk.length);

  constructor(
    private readonly inner: Duplex,
    private readonly limits: PacketLimits,
    private readonly options: GateOptions = {},
  ) {
    super({ allowHalfOpen: false });
    inner.on('data', (chunk: Buffer) => this.receive(chunk));
    inner.on('end', () => this.push(null));
    inner.on('error', (error) => this.destroy(error));
    inner.on('close', () => this.destroy());
    inner.on('drain', () => this.releaseWrite());
    options.raw?.on('data', this.countRaw);
  }

  /** The peer reads slower than it is written to: the connection's own buffer is full and writes wait here. */
  get lagging(): boolean {
    return this.waitingWrite !== null;
  }

  /** The login was accepted: the pre-login cap no longer applies (the packet limit still does). */
  loggedIn(): void {
    this.preLoginSent = null;
    this.options.raw?.off('data', this.countRaw);
  }

  private refuse(reason: string): void {
    if (this.destroyed) return;
    this.options.onRefuse?.(reason);
    this.inner.destroy();
    this.destroy(new Error(reason));
  }

  private countPreLogin(bytes: number): void {
    if (this.preLoginSent === null) return;
    this.preLoginSent += bytes;
    if (this.preLoginSent > this.limits.preLogin) this.refuse(`more than ${this.limits.preLogin} bytes before login`);
  }

  private receive(chunk: Buffer): void {
    if (this.destroyed) return;
    if (!this.options.raw) this.countPreLogin(chunk.length);
    if (!this.scan(chunk) || this.destroyed) return;
    if (!this.push(chunk)) this.inner.pause();
  }

  /** Follows packet boundaries through the chunk; false when a header declared too much. */
  private scan(chunk: Buffer): boolean {
    let at = 0;
    while (at < chunk.length) {
      if (this.header === 'body') {
        const skipped = Math.min(this.remaining, chunk.length - at);
        this.remaining -= skipped;
        at += skipped;
        if (this.remaining === 0) this.header = 'type';
        continue;
      }
      if (this.header === 'type') {
        this.header = 'length';
        this.length = 0;
        this.lengthBytes = 0;
        at += 1;
        continue;
      }
      const byte = chunk[at]!;
      at += 1;
      this.length += (byte & 0x7f) * 128 ** this.lengthBytes;
      this.lengthBytes += 1;
      if (byte & 0x80) {
        if (this.lengthBytes === MAX_LENGTH_BYTES) return this.refused('malformed remaining length');
        continue;
      }
      const size = 1 + this.lengthBytes + this.length;
      const limit =
        this.preLoginSent === null ? this.limits.maxPacket : Math.min(this.limits.maxPacket, this.limits.preLogin);
      if (size > limit) return this.refused(`a packet of ${size} bytes (at most ${limit})`);
      this.remaining = this.length;
      this.header = this.length === 0 ? 'type' : 'body';
    }
    return true;
  }

  private refused(reason: string): false {
    this.refuse(reason);
    return false;
  }

  private releaseWrite(): void {
    const callback = this.waitingWrite;
    this.waitingWrite = null;
    callback?.();
  }

  override _read(): void {
    this.inner.resume();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    if (this.inner.write(chunk)) callback();
    else this.waitingWrite = callback;
  }

  override _writev(chunks: { chunk: Buffer }[], callback: () => void): void {
    this.inner.cork();
    let flowing = true;
    for (const { chunk } of chunks) flowing = this.inner.write(chunk);
    this.inner.uncork();
    if (flowing) callback();
    else this.waitingWrite = callback;
  }

  override _final(callback: () => void): void {
    this.inner.end();
    callback();
  }

  override _destroy(error: Error | null, callback: (error: Error | null) => void): void {
    this.options.raw?.off('data', this.countRaw);
    this.inner.destroy();
    this.releaseWrite();
    callback(error);
  }
}
