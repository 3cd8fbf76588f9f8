import { useEffect, useRef, useState } from 'react';
import { aboutStatistics } from '../../../content/index.js';
import { type AnimatedStatisticKey, counterRules } from './counter-steps.js';

type CounterValues = Record<AnimatedStatisticKey, number>;

const animatedStatistics = aboutStatistics.filter(
  (statistic): statistic is Extract<typeof statistic, { animated: true }> => statistic.animated,
);
const finalValues = Object.fromEntries(animatedStatistics.map((s) => [s.key, s.value])) as CounterValues;
const startValues = Object.fromEntries(animatedStatistics.map((s) => [s.key, 0])) as CounterValues;

/** Visible share of the statistics block that starts the counters (spec section 9). */
const START_VISIBILITY = 0.5;

/**
 * The About counters. They show their final values until the block is first at least half
 * visible, then restart from 0 and count up by their own rules, once. Without JavaScript (the
 * pre-rendered page) and under reduced motion they simply show the final values.
 */
export function useAboutCounters() {
  const blockRef = useRef<HTMLDListElement>(null);
  const [values, setValues] = useState<CounterValues>(finalValues);

  useEffect(() => {
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
        setValues(startValues);
        for (const statistic of animatedStatistics) countUp(statistic.key);
      },
      { threshold: START_VISIBILITY },
    );
    observer.observe(block);
    return () => {
      observer.disconnect();
      for (const timer of timers) window.clearInterval(timer);
    };
  }, []);

  return { blockRef, values };
}
