import type { PowerSource, ToolCategory } from '@store/contract/tool';

/**
 * The words that find a tool by its category or power source, in English and Bangla: the names the store shows
 * for them (web/src/lib/i18n/messages, held to these lists by search-words.test.ts) and the words shoppers use
 * for the same thing ("cordless" for battery tools, "বিট" for accessories).
 */
export const CATEGORY_WORDS: Record<ToolCategory, string> = {
  'drills-drivers': 'drills & drivers drill driver screwdriver drilling ড্রিল ও ড্রাইভার স্ক্রু ড্রাইভার',
  grinders: 'grinders grinder grinding গ্রাইন্ডার',
  saws: 'saws saw sawing cutter করাত কাটার',
  sanders: 'sanders sander sanding স্যান্ডার শিরিষ',
  'hammers-demolition': 'hammers & demolition hammer breaker nailer হ্যামার ও ভাঙার যন্ত্র হাতুড়ি',
  'batteries-chargers': 'batteries & chargers battery charger ব্যাটারি ও চার্জার',
  measuring: 'measuring measure measurement মাপজোখের যন্ত্র মাপার',
  accessories: 'accessories accessory bits blades আনুষঙ্গিক বিট ব্লেড',
};

export const POWER_SOURCE_WORDS: Record<PowerSource, string> = {
  corded: 'corded mains electric wired তারযুক্ত বিদ্যুৎ',
  battery: 'battery cordless rechargeable ব্যাটারিচালিত ব্যাটারি কর্ডলেস রিচার্জেবল',
  pneumatic: 'pneumatic air compressed নিউমেটিক বাতাস',
  manual: 'manual hand হাতে চালানো ম্যানুয়াল',
};
