import { useEffect, useRef, useState } from 'react';
import type { AboutStatistic, AnimatedStatisticKey } from './about-statistics.js';
import { counterRules } from './counter-steps.js';

type CounterValues = Record<AnimatedStatisticKey, number>;
type AnimatedStatistic = Extract<AboutStatistic, { animated: true }>;

/**
 * Visible share of the statistics block that starts the counters (spec section 9 "Business
 * constants and limits").
 */
const START_VISIBILITY = 0.5;

/**
 * The About counters. They show their final values until the block is first at least half
 * visible, then restart from 0 and count up by their own rules, once. Without JavaScript (the
 * pre-rendered page) and under reduced motion they simply show the final values.
 */
export function useAboutCounters(statistics: readonly AboutStatistic[]) {
  const blockRef = useRef<HTMLDListElement>(null);
  const [values, setValues] = useState(() => counterValues(statistics, 'final'));

  useEffect(() => {
    const animatedStatistics = statistics.filter(
      (statistic): statistic is AnimatedStatistic => statistic.animated,
    );
    const finalValues = counterValues(statistics, 'final');
    const block = blockRef.current;
    if (!block || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timers: number[] = [];

    const countUp = (key: AnimatedStatisticKey) => {
      const rule = counterRules[key];
      const target = finalValues[key];
      let current = 0;
      const timer = window.setInterval(() => {
        current = rule.step(current, target);
        setValues((shown) => ({ ...shown, [key]: current }));
        if (current >= target) window.clearInterval(timer);
      }, rule.intervalMs);
      timers.push(timer);
    };

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= START_VISIBILITY)) return;
        observer.disconnect();
        setValues(counterValues(statistics, 'start'));
        for (const statistic of animatedStatistics) countUp(statistic.key);
      },
      { threshold: START_VISIBILITY },
    );
    observer.observe(block);
    return () => {
      observer.disconnect();
      for (const timer of timers) window.clearInterval(timer);
    };
  }, [statistics]);

  return { blockRef, values };
}

/** Each counter at its final value, or at 0 where counting starts. */
function counterValues(statistics: readonly AboutStatistic[], at: 'start' | 'final'): CounterValues {
  const animated = statistics.filter((statistic): statistic is AnimatedStatistic => statistic.animated);
  return Object.fromEntries(
    animated.map((statistic) => [statistic.key, at === 'final' ? statistic.value : 0]),
  ) as CounterValues;
}
