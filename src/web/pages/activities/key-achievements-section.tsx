import { keyAchievements } from '../../../content/index.js';

export function KeyAchievementsSection() {
  return (
    <section aria-labelledby="key-achievements-heading" className="bg-brand-900 py-12 text-white sm:py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="key-achievements-heading" className="text-2xl font-bold sm:text-3xl">
          Key Achievements
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {keyAchievements.map((achievement) => (
            <div
              key={achievement.label}
              className="flex flex-col-reverse rounded-xl bg-white/10 p-6 text-center"
            >
              <dt className="mt-1 text-brand-50">{achievement.label}</dt>
              <dd className="text-3xl font-bold sm:text-4xl">{achievement.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
