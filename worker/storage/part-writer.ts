/** R2 multipart parts: every part but the last exactly this size (R2 wants them equal). */
export const PART_SIZE = 5 * 1024 * 1024;

/** Text written to R2 as a multipart upload in PART_SIZE parts (or one put when small). */
export class PartWriter {
  private chunks: Uint8Array[] = [];
  private buffered = 0;
  private upload: R2MultipartUpload | null = null;
  private parts: R2UploadedPart[] = [];
  bytes = 0;
  private readonly encoder = new TextEncoder();

  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
    private readonly contentType: string,
  ) {}

  async write(text: string) {
    const bytes = this.encoder.encode(text);
    this.chunks.push(bytes);
    this.buffered += bytes.length;
    this.bytes += bytes.length;
    while (this.buffered >= PART_SIZE) await this.flushPart();
  }

  private take(size: number) {
    const out = new Uint8Array(size);
    let filled = 0;
    while (filled < size) {
      const chunk = this.chunks[0] as Uint8Array;
      const need = size - filled;
      if (chunk.length <= need) {
        out.set(chunk, filled);
        filled += chunk.length;
        this.chunks.shift();
      } else {
        out.set(chunk.subarray(0, need), filled);
        this.chunks[0] = chunk.subarray(need);
        filled += need;
      }
    }
    this.buffered -= size;
    return out;
  }

  private async flushPart() {
    this.upload ??= await this.bucket.createMultipartUpload(this.key, {
      httpMetadata: { contentType: this.contentType },
    });
    const part = await this.upload.uploadPart(this.parts.length + 1, this.take(PART_SIZE));
    this.parts.push(part);
  }

  async close() {
    const rest = this.take(this.buffered);
    if (!this.upload) {
      await this.bucket.put(this.key, rest, { httpMetadata: { contentType: this.contentType } });
      return;
    }
    if (rest.length > 0) this.parts.push(await this.upload.uploadPart(this.parts.length + 1, rest));
    await this.upload.complete(this.parts);
  }

  async abort() {
    await this.upload?.abort().catch(() => undefined);
  }
}
