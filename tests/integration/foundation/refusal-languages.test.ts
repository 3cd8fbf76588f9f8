import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { enquiryPayload } from '#tests/integration/enquiries/enquiry-requests.js';
import { applicationFormData, pdfResume } from '#tests/support/job-application.js';
import { buildPdf } from '#tests/support/pdf-file.js';
import { sourcePageRenderer } from '#tests/support/source-page-renderer.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { writeWebBuild } from '#tests/support/web-build.js';

/**
 * Issue 47: the public endpoints' refusals given before a form's fields are read, and their rate
 * limits, in the language the request names: the form's language field, else Accept-Language.
 */
describe.each(databaseEngines)('refusals in the visitor’s language on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  /** The app with a built site (its pages rendered from source), whose translator answers. */
  async function appWithSite(environment: Record<string, string> = {}) {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
    writeWebBuild(webRoot);
    testApp = await createTestApp(
      engine,
      { WEB_ROOT: webRoot, ...environment },
      { pageRenderer: await sourcePageRenderer() },
    );
    return testApp.app;
  }

  const apply = (form: FormData, acceptLanguage?: string, remoteAddress = '49.37.50.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/careers/apply',
      payload: form,
      remoteAddress,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  it('refuses an unknown Job ID, read before any other field, in the language Accept-Language prefers', async () => {
    await appWithSite();
    const form = applicationFormData({ jobId: '999', language: 'hi' });
    const bengali = await apply(form, 'bn-IN,bn;q=0.9,en;q=0.8');
    expect(bengali.statusCode).toBe(400);
    expect(bengali.json()).toMatchObject({
      message: 'এই পদের বিজ্ঞপ্তিটি নেই',
      fields: { jobId: 'এই পদের বিজ্ঞপ্তিটি নেই' },
    });
    const english = await apply(applicationFormData({ jobId: '999' }), 'en-GB,en;q=0.9');
    expect(english.json().message).toBe('This job opening does not exist');
    // A language the site is not published in counts for nothing: the next one it prefers does.
    const hindi = await apply(applicationFormData({ jobId: '999' }), 'fr-FR, hi;q=0.8, bn;q=0.5');
    expect(hindi.json().message).toBe('यह पद मौजूद नहीं है');
  });

  it('refuses a resume sent before the Job ID and a body that is not multipart in that language', async () => {
    await appWithSite();
    const form = new FormData();
    const resume = pdfResume();
    form.append('resume', new Blob([new Uint8Array(resume.bytes)], { type: resume.type }), resume.name);
    for (const [name, value] of applicationFormData({}, null).entries()) form.append(name, value);
    const refused = await apply(form, 'hi');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('कृपया बायोडाटा से पहले जॉब आईडी भेजें।');

    const notMultipart = await testApp.app.inject({
      method: 'POST',
      url: '/api/careers/apply',
      payload: { jobId: '001' },
      headers: { 'accept-language': 'bn' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toBe('আবেদনটি multipart/form-data হিসেবে পাঠান');
  });

  it('refuses an oversized resume in the visitor’s language, naming the limit', async () => {
    await appWithSite({ RESUME_MAX_BYTES: '2048' });
    const large = {
      bytes: Buffer.concat([buildPdf(), Buffer.alloc(4096, 0x20)]),
      name: 'big.pdf',
      type: 'application/pdf',
    };
    const hindi = await apply(applicationFormData({ language: 'hi' }, large), 'hi-IN');
    expect(hindi.statusCode).toBe(413);
    expect(hindi.json().message).toBe('बायोडाटा 2 KB से बड़ा है। कृपया छोटी PDF फ़ाइल अपलोड करें।');
    const english = await apply(applicationFormData({}, large));
    expect(english.json().message).toBe('The resume is larger than 2 KB. Please upload a smaller PDF file.');
  });

  it('refuses a second application the same day in the language its form names, over Accept-Language', async () => {
    await appWithSite();
    expect((await apply(applicationFormData({ language: 'bn' }), 'hi')).statusCode).toBe(201);
    const again = await apply(applicationFormData({ language: 'bn' }), 'hi');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'গত 24 ঘণ্টার মধ্যে আপনি এই পদে আবেদন করেছেন। আমাদের HR টিম আপনার আবেদনটি দেখবে।',
    );
  });

  it('says the applications’ rate limit in the visitor’s language, and in English as before', async () => {
    await appWithSite();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const form = applicationFormData({ email: `applicant${attempt}@example.com`, language: 'bn' });
      expect((await apply(form, 'bn')).statusCode).toBe(201);
    }
    const bengali = await apply(applicationFormData({ email: 'late@example.com' }), 'bn');
    expect(bengali.statusCode).toBe(429);
    expect(bengali.json().message).toBe('অনেক বেশি অনুরোধ এসেছে। ৬০ মিনিট পরে আবার চেষ্টা করুন।');
    const english = await apply(applicationFormData({ email: 'late@example.com' }));
    expect(english.json().message).toBe('Too many requests. Please try again in 1 hour.');
  });

  it('says the enquiries’ rate limits in the language of the form or of Accept-Language', async () => {
    await appWithSite();
    const enquire = (fields: Record<string, unknown>, remoteAddress: string, acceptLanguage?: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: enquiryPayload(fields),
        remoteAddress,
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
    // Per address: refused before the body is read, so by Accept-Language.
    for (let index = 0; index < 20; index += 1) {
      const sent = await enquire({ phone: `90000001${String(index).padStart(2, '0')}` }, '49.37.60.1');
      expect(sent.statusCode).toBe(201);
    }
    const perAddress = await enquire({ phone: '9000000200' }, '49.37.60.1', 'hi-IN,hi;q=0.9');
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json().message).toBe(
      'बहुत सारी पूछताछ आ चुकी है। कृपया सीधे ऑफ़िस में फ़ोन करें, या थोड़ी देर बाद फिर कोशिश करें।',
    );
    // Per phone: refused once the body is read, so in the language the form names.
    for (let index = 0; index < 10; index += 1) {
      const sent = await enquire({ product: `Model ${index}` }, `49.37.61.${index + 1}`);
      expect(sent.statusCode).toBe(201);
    }
    const perPhone = await enquire({ product: 'Model 10', language: 'bn' }, '49.37.61.20', 'hi');
    expect(perPhone.statusCode).toBe(429);
    expect(perPhone.json().message).toBe(
      'অনেকগুলো অনুরোধ এসে গেছে। সরাসরি অফিসে ফোন করুন, অথবা কিছুক্ষণ পরে আবার চেষ্টা করুন।',
    );
    const english = await enquire({ product: 'Model 11' }, '49.37.61.21');
    expect(english.json().message).toBe(
      'Too many enquiries. Please call the office instead, or try again later.',
    );
  });

  it('says the store finder’s rate limit in the language Accept-Language prefers', async () => {
    await appWithSite();
    const find = (acceptLanguage?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/places/position?q=Patna',
        remoteAddress: '49.37.70.1',
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
    for (let index = 0; index < 60; index += 1) expect((await find()).statusCode).toBe(200);
    const hindi = await find('hi');
    expect(hindi.statusCode).toBe(429);
    expect(hindi.json().message).toBe('बहुत ज़्यादा अनुरोध आए हैं। कृपया 1 मिनट बाद फिर कोशिश करें।');
    expect((await find('en-IN')).json().message).toBe('Too many requests. Please try again in 1 minute.');
  });
});
