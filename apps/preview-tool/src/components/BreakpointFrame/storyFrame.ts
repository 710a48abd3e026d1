/**
 * A stand-in for the render-only route in stories (Storybook has no Next server): a data: URL
 * page that reports a fixed content height like the real frame. Stories only.
 */
export function frameSrc(title: string, height = 240): string {
  const html = `<!doctype html><html lang="en"><head><title>${title}</title></head><body style="margin:0;font-family:sans-serif"><main><h1 style="margin:0;padding:16px">${title}</h1><p style="padding:0 16px">Viewport <span id="w"></span> px wide.</p></main><script>document.getElementById('w').textContent=String(innerWidth);parent.postMessage({source:'preview-tool',kind:'height',height:${height}},'*');</script></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
