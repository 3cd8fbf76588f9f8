// The Analytics tab: visitors, chats, pages and places over a timeframe.

export { AnalyticsTab } from './analytics-tab.js';
