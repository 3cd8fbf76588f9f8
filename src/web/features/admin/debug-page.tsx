export function DebugPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold">Debug SuperAdmin</h1>
    </main>
  );
}
