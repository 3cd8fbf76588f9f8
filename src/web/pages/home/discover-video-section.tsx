import { discoverInActionVideo, photoPath, videoUnsupportedText } from '../../../content/index.js';
import { SectionHeading } from '../../components/ui/section-heading.js';
import { useAutoplayInView } from './use-autoplay-in-view.js';

/** 'Discover in Action': the promotional clip, muted and looping, with the browser's controls. */
export function DiscoverVideoSection() {
  const videoRef = useAutoplayInView();
  const video = discoverInActionVideo;
  return (
    <section aria-labelledby="discover-heading" className="bg-brand-900 px-4 py-16 sm:py-20">
      <SectionHeading id="discover-heading" inverted>
        {video.title}
      </SectionHeading>
      <div className="mx-auto mt-12 max-w-4xl overflow-hidden rounded-2xl bg-black shadow-2xl ring-1 ring-white/20">
        <video
          ref={videoRef}
          aria-labelledby="discover-heading"
          controls
          muted
          loop
          playsInline
          preload="none"
          poster={video.poster ? photoPath(video.poster.id) : undefined}
          width={1280}
          height={720}
          className="aspect-video h-auto w-full"
        >
          {video.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          {videoUnsupportedText}
        </video>
      </div>
    </section>
  );
}
