import { afterEach, describe, expect, it, vi } from 'vitest';
import { honeypotFieldName } from '#shared/careers.js';
import { type ApplicationRequest, submitApplication } from './submit-application.js';

const request: ApplicationRequest = {
  jobId: '001',
  jobTitle: 'Senior Accountant',
  firstName: 'Asha',
  lastName: 'Sen',
  email: 'asha@example.com',
  phone: '9876543210',
  expectedSalary: '4.2 LPA',
  position: 'Senior Accountant',
  availableStartDate: '2026-04-01',
  language: 'bn',
  resume: new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' }),
  honeypot: '',
};

function answerWith(answer: () => Response) {
  const fetchStub = vi.fn(async (_path: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

describe('submitting an application', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the Job ID first, the resume last, and answers the reference', async () => {
    const fetchStub = answerWith(() =>
      Response.json(
        { success: true, data: { reference: 'A7K3M9QX', applicationId: 'A7K3M9QX' } },
        { status: 201 },
      ),
    );
    expect(await submitApplication(request)).toEqual({ kind: 'accepted', reference: 'A7K3M9QX' });
    const body = fetchStub.mock.calls[0]?.[1].body as FormData;
    expect([...body.keys()]).toEqual([
      'jobId',
      'jobTitle',
      'firstName',
      'lastName',
      'email',
      'phone',
      'expectedSalary',
      'position',
      'availableStartDate',
      'language',
      'resume',
    ]);
    expect(body.get('jobTitle')).toBe('Senior Accountant');
    expect(body.get('language')).toBe('bn');
    expect(body.has(honeypotFieldName)).toBe(false);
    // A refusal given before the server reads the language field is said in the page's language.
    expect(fetchStub.mock.calls[0]?.[1].headers).toMatchObject({ 'accept-language': 'bn' });
  });

  it('sends what an applicant choosing Other applies for, and only then', async () => {
    const fetchStub = answerWith(() =>
      Response.json(
        { success: true, data: { reference: 'A7K3M9QY', applicationId: 'A7K3M9QY' } },
        { status: 201 },
      ),
    );
    await submitApplication({ ...request, position: 'Other', otherPosition: 'Network Engineer' });
    await submitApplication({ ...request, otherPosition: 'Network Engineer' });
    const sent = fetchStub.mock.calls.map((call) => (call[1].body as FormData).get('otherPosition'));
    expect(sent).toEqual(['Network Engineer', null]);
  });

  it("answers a refusal with the server's message and field messages", async () => {
    answerWith(() =>
      Response.json(
        { success: false, message: 'Invalid application', fields: { phone: 'Enter a valid number' } },
        { status: 400 },
      ),
    );
    expect(await submitApplication(request)).toEqual({
      kind: 'refused',
      message: 'Invalid application',
      fields: { phone: 'Enter a valid number' },
    });
  });

  it("is unreachable only without an answer; another failure says 'HTTP error! status: {code}'", async () => {
    answerWith(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await submitApplication(request)).toEqual({ kind: 'unreachable' });
    answerWith(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await submitApplication(request)).toEqual({
      kind: 'refused',
      message: 'HTTP error! status: 502',
      fields: {},
    });
  });
});
