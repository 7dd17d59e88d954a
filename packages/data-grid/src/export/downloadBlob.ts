/** Saves a blob as a file through a temporary object URL and `<a download>`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked a task later: some browsers start reading the URL only after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
