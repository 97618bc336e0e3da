// Shows a PDF in a window opened beforehand (opened on the click itself, so pop-up blockers allow it), titled with
// the file name. Without a window (blocked anyway) the file is downloaded under that name instead.
const REVOKE_AFTER_MS = 5 * 60_000;

export function openPdf(target: Window | null, pdf: Blob, fileName: string): void {
  const url = URL.createObjectURL(new File([pdf], fileName, { type: 'application/pdf' }));
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);

  if (!target || target.closed) {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    return;
  }
  const page = target.document;
  page.title = fileName;
  page.body.style.margin = '0';
  const frame = page.createElement('iframe');
  frame.src = url;
  frame.title = fileName;
  frame.style.cssText = 'border:0;width:100vw;height:100vh;display:block';
  page.body.replaceChildren(frame);
}
