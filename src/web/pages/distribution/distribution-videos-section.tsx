import { distributionVideos, photoPath, videoUnsupportedText } from '../../../content/index.js';

/** The videos load nothing but their poster until played. */
export function DistributionVideosSection() {
  return (
    <section aria-labelledby="distribution-videos-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="distribution-videos-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        See Our Network at Work
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {distributionVideos.map((video) => (
          <li key={video.id}>
            <figure>
              <video
                controls
                muted
                playsInline
                preload="none"
                poster={video.poster ? photoPath(video.poster.id) : undefined}
                width={1280}
                height={720}
                aria-label={video.title}
                className="aspect-video w-full rounded-xl bg-slate-900 object-cover"
              >
                {video.sources.map((source) => (
                  <source key={source.src} src={source.src} type={source.type} />
                ))}
                {videoUnsupportedText}
              </video>
              <figcaption className="mt-2 font-medium text-slate-800">{video.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
