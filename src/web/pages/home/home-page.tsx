import { company } from '../../../content/index.js';

export function HomePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">{company.name}</h1>
      <p className="mt-4 text-lg text-slate-700">{company.description}</p>
    </section>
  );
}
