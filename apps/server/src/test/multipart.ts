export type Part =
  { name: string; value: string } | { name: string; filename: string; content: Buffer };

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----ccms${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A file part named "file", as the upload endpoints read it. */
export const filePart = (filename: string, content: string | Buffer): Part => ({
  name: 'file',
  filename,
  content: typeof content === 'string' ? Buffer.from(content) : content,
});
