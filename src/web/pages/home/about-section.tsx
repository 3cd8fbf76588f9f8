import { aboutParagraphs, aboutPhoto } from '../../../content/index.js';
import { PhotoImage } from '../../components/media/photo-image.js';
import { SectionHeading } from '../../components/ui/section-heading.js';
import { AboutStatistics } from './about-statistics.js';

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-slate-50 px-4 py-16 sm:py-20">
      <SectionHeading id="about-heading">About Us</SectionHeading>
      <div className="mx-auto mt-12 grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div className="space-y-4 text-lg leading-relaxed text-slate-700">
          {aboutParagraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div>
          <PhotoImage
            photo={aboutPhoto}
            sizes="(min-width: 1024px) 36rem, 100vw"
            className="aspect-[3/2] h-auto w-full rounded-2xl bg-slate-200 object-cover shadow-lg"
          />
        </div>
      </div>
      <div className="mx-auto mt-12 max-w-6xl">
        <AboutStatistics />
      </div>
    </section>
  );
}
