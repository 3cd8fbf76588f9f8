import type { Translate } from '#web/app/interface-text.js';
import { type Phrasebook, phrasebookOf } from '#web/app/phrasebook.js';

/** What one slide of a carousel is, in its controls' names: 'Previous photo', 'Show slide 3'. */
export type SlideNoun = 'photo' | 'slide';

/** The English sources of a carousel's controls and slides, the catalogues' keys. */
export function carouselTexts(slideNoun: SlideNoun) {
  return {
    play: 'Play',
    pause: 'Pause',
    /** Read after Play or Pause by screen readers only. */
    slideshow: 'slideshow',
    previous: `Previous ${slideNoun}`,
    next: `Next ${slideNoun}`,
    choose: `Choose a ${slideNoun}`,
    show: `Show ${slideNoun} {number}`,
    position: '{position} of {count}',
    /** What screen readers call the carousel and each of its slides (`aria-roledescription`). */
    carouselRole: 'carousel',
    slideRole: 'slide',
  } as const;
}

/**
 * A carousel's texts in the page's language, for its island's props (decision 0012): the slide
 * shown changes in the browser, so the numbers stay `{number}` templates. None on an English page.
 */
export function carouselPhrasebook(text: Translate, slideNoun: SlideNoun): Phrasebook | undefined {
  return phrasebookOf(text, Object.values(carouselTexts(slideNoun)));
}
