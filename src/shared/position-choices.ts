// The application form's position choices, apart from the zod schemas of careers.ts: the careers
// page builds them on the server and its form island must not pull zod in for them.

/** The position choice after the openings; the applicant then names the position. */
export const otherPositionChoice = 'Other';

/** The application form's position choices: every open opening, then 'Other'. */
export function positionOptions(openings: readonly { title: string }[]): string[] {
  return [...openings.map((opening) => opening.title), otherPositionChoice];
}
