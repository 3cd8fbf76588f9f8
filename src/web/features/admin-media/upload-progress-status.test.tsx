import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UploadProgressStatus } from './upload-progress-status.js';

describe('the upload status', () => {
  it('counts the bytes sent', () => {
    const html = renderToStaticMarkup(<UploadProgressStatus percent={40} fileName="shop.jpg" />);
    expect(html).toContain('aria-label="Uploading shop.jpg"');
    expect(html).toContain('value="40"');
    expect(html).toContain('Uploading shop.jpg: 40%');
  });

  it('says the server is processing once every byte is sent, with an open-ended bar', () => {
    const html = renderToStaticMarkup(<UploadProgressStatus percent={100} fileName="shop.jpg" />);
    expect(html).toContain('aria-label="Processing shop.jpg"');
    expect(html).not.toContain('value=');
    expect(html).toContain('Processing shop.jpg on the server...');
  });
});
