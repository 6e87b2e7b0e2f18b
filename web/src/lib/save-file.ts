/**
 * Hands `file` to the browser as a download named `fileName`, as a link with a download attribute would: for
 * a file fetched with the user's token, which a plain link cannot send.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file by the next task; until then the URL must stay valid (Safari, Firefox).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
