import { afterEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { enquiryPayload, postEnquiry } from './enquiry-requests.js';

describe.each(databaseEngines)('POST /api/enquiries on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const stored = () => testApp.database.db.selectFrom('enquiries').selectAll().orderBy('id').execute();

  it('stores a Gaya enquiry for the Patna branch with its reason, and answers reference, office and phone', async () => {
    testApp = await createTestApp(engine);
    testApp.app.now = () => new Date('2026-11-23T06:00:00.000Z');
    const response = await postEnquiry(testApp.app, enquiryPayload());
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(data).toEqual({
      reference: expect.stringMatching(/^E[2-9A-HJKMNP-Z]{7}$/),
      office: { name: 'Patna Branch', phone: '+91 33 0000 0012' },
      repeated: false,
    });
    expect(message).toBe('Thank you. The Patna Branch will call you.');
    const [row] = await stored();
    expect(row).toMatchObject({
      reference: data.reference,
      phone: '9876543210',
      office_id: 'patna',
      district: 'Gaya',
      routing_reason: 'PIN 823001 → Gaya district → Patna Branch',
      status: 'new',
      brand: 'HP',
      product: 'Laptops',
      quantity: 20,
      source_page: '/brands/hp',
      created_at: '2026-11-23T06:00:00.000Z',
    });
  });

  it('takes a mobile, PIN and quantity typed in Bengali or Devanagari digits, and a name in its script, storing ASCII digits', async () => {
    testApp = await createTestApp(engine);
    const bengali = await postEnquiry(
      testApp.app,
      enquiryPayload({ name: 'সুনীতা দেবী', phone: '৯৮৭৬৫ ৪৩২১০', place: '৮২৩০০১', quantity: '২০' }),
    );
    expect(bengali.statusCode, bengali.body).toBe(201);
    const hindi = await postEnquiry(
      testApp.app,
      enquiryPayload({ name: 'सुनीता देवी', phone: '९८७६५४३२११', place: '८२३००१', quantity: '५' }),
    );
    expect(hindi.statusCode, hindi.body).toBe(201);
    const rows = await stored();
    expect(
      rows.map(({ name, phone, place, quantity, office_id }) => ({
        name,
        phone,
        place,
        quantity,
        office_id,
      })),
    ).toEqual([
      { name: 'সুনীতা দেবী', phone: '9876543210', place: '823001', quantity: 20, office_id: 'patna' },
      { name: 'सुनीता देवी', phone: '9876543211', place: '823001', quantity: 5, office_id: 'patna' },
    ]);
  });

  it('refuses bad input with a message naming the field', async () => {
    testApp = await createTestApp(engine);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ consent: false }, 'consent', 'Consent: please agree to be contacted about this enquiry'],
      [{ consent: undefined }, 'consent', 'Consent: please agree to be contacted about this enquiry'],
      [{ phone: '987654321' }, 'phone', 'Mobile number: please enter a valid 10-digit Indian mobile number'],
      [{ place: '000001' }, 'place', 'PIN code: please enter a 6-digit Indian PIN code'],
      [{ place: '990001' }, 'place', 'PIN code: please enter a 6-digit Indian PIN code'],
      [{ place: '' }, 'place', 'City or PIN code is required'],
      [{ name: ' ' }, 'name', 'Name is required'],
      [
        { email: 'not-an-address' },
        'email',
        'E-mail: please enter a valid e-mail address, or leave it empty',
      ],
      [
        { brand: '', product: '', message: '' },
        'product',
        'What you need: name a product or brand, or describe it',
      ],
      [{ message: 'x'.repeat(2001) }, 'message', 'Details must be at most 2,000 characters'],
      [{ quantity: 0 }, 'quantity', 'Quantity must be a whole number from 1 to 100000'],
    ];
    for (const [fields, field, text] of cases) {
      const response = await postEnquiry(testApp.app, enquiryPayload(fields));
      expect({ fields, status: response.statusCode, message: response.json().fields?.[field] }).toEqual({
        fields,
        status: 400,
        message: text,
      });
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses 50 KB of text as too large, and a filled honeypot', async () => {
    testApp = await createTestApp(engine);
    const huge = await postEnquiry(testApp.app, enquiryPayload({ message: 'x'.repeat(50 * 1024) }));
    expect(huge.statusCode).toBe(413);
    const robot = await postEnquiry(testApp.app, enquiryPayload({ website: 'https://spam.example' }));
    expect(robot.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('stores HTML and script as the text it is, and the admin reads it back unchanged as JSON text', async () => {
    testApp = await createTestApp(engine);
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const response = await postEnquiry(
      testApp.app,
      enquiryPayload({
        name: `Asha ${script}`,
        product: script,
        brand: '<b>HP</b>',
        message: script,
        place: 'Patna <i>',
      }),
    );
    expect(response.statusCode).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({
      name: `Asha ${script}`,
      product: script,
      message: script,
      brand: '<b>HP</b>',
    });
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/enquiries/${row?.id}`,
      headers: await adminHeaders(testApp.app),
    });
    expect(detail.headers['content-type']).toMatch(/^application\/json/);
    expect(detail.json().data.enquiry.message).toBe(script);
  });

  it('answers the same phone and need within 10 minutes with the first reference, and stores it once', async () => {
    testApp = await createTestApp(engine);
    let now = Date.parse('2026-11-23T06:00:00.000Z');
    testApp.app.now = () => new Date(now);
    const first = (await postEnquiry(testApp.app, enquiryPayload())).json().data;
    now += 9 * 60 * 1000;
    const again = await postEnquiry(
      testApp.app,
      enquiryPayload({ phone: '+91 98765 43210', message: ' For our NEW office. ' }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual({ ...first, repeated: true });
    const otherNeed = await postEnquiry(testApp.app, enquiryPayload({ product: 'Printers' }));
    expect(otherNeed.json().data.reference).not.toBe(first.reference);
    now += 11 * 60 * 1000;
    const later = await postEnquiry(testApp.app, enquiryPayload());
    expect(later.json().data.repeated).toBe(false);
    expect((await stored()).length).toBe(3);
  });

  it('sends an unknown town to the corporate office and a far town to the nearest office, saying why', async () => {
    testApp = await createTestApp(engine);
    const unknown = await postEnquiry(testApp.app, enquiryPayload({ place: 'Xyzpur', phone: '9000000001' }));
    expect(unknown.json().data.office.name).toBe('Corporate Office');
    const far = await postEnquiry(testApp.app, enquiryPayload({ place: 'Varanasi', phone: '9000000002' }));
    expect(far.json().data.office.name).toBe('Patna Branch');
    const reasons = (await stored()).map((row) => row.routing_reason);
    expect(reasons[0]).toBe('"Xyzpur" is not a place we know → Corporate Office');
    expect(reasons[1]).toMatch(
      /^Varanasi, which no office covers → nearest office: Patna Branch \(about \d+ km\)$/,
    );
  });

  it('limits a burst of 100 from one address, and every enquiry answered 2xx is stored', async () => {
    testApp = await createTestApp(engine);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        postEnquiry(
          testApp.app,
          enquiryPayload({ phone: `9${String(index).padStart(9, '0')}` }),
          '49.37.20.2',
        ),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 201);
    const limited = responses.filter((response) => response.statusCode === 429);
    expect(accepted.length + limited.length).toBe(100);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]?.json()).toMatchObject({ success: false });
    const references = (await stored()).map((row) => row.reference).sort();
    expect(references).toEqual(accepted.map((response) => response.json().data.reference).sort());
  });

  it('limits one phone number sent from many addresses', async () => {
    testApp = await createTestApp(engine);
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const response = await postEnquiry(
        testApp.app,
        enquiryPayload({ product: `Model ${index}` }),
        `49.37.30.${index + 1}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
