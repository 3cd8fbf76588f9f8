import { useLocalPath, useText } from '#web/app/page-context.js';

export function NotFoundPage() {
  const localPath = useLocalPath();
  const text = useText();
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{text('Page not found')}</h1>
      <p className="mt-4 text-slate-700">
        {text('The page you are looking for does not exist or has moved.')}
      </p>
      <a className="mt-6 inline-block text-brand-700 underline" href={localPath('/')}>
        {text('Go to the home page')}
      </a>
    </section>
  );
}
