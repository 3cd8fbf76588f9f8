import { retailStoreCarousel } from '../../../content/index.js';
import { PhotoCarousel } from '../../components/gallery/photo-carousel.js';

export function StorePhotosSection() {
  return (
    <section aria-labelledby="store-photos-heading" className="bg-slate-50 py-12 sm:py-16">
      <div className="mx-auto max-w-5xl px-4">
        <h2 id="store-photos-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Inside Our HP and Lenovo Stores
        </h2>
        <PhotoCarousel
          label="HP and Lenovo store photos"
          photos={retailStoreCarousel.photos}
          intervalMs={retailStoreCarousel.intervalMs}
          sizes="(min-width: 64rem) 62rem, 100vw"
          className="mt-8"
        />
      </div>
    </section>
  );
}
