export function ActivitiesPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">Activities</h1>
    </section>
  );
}
