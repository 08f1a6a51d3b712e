/** Saves a blob as a file through a temporary link (a CSV export). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has started the download by now; give slow ones a moment before the URL goes
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
