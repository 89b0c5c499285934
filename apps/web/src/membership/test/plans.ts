/** membership_plans rows as the database holds them (a copy for tests, not the source). */
export const PLAN_ROWS = [
  {
    tier: 'free',
    name: 'Free',
    description: 'Everything you need to find help, at no cost, always.',
    monthly_price_cents: 0,
    yearly_price_cents: 0,
    benefits: ['All resources, crisis lines and challenge guides'],
  },
  {
    tier: 'basic',
    name: 'Basic',
    description: "Unlock the members' library and the digital bundles.",
    monthly_price_cents: 500,
    yearly_price_cents: 5000,
    benefits: ['Everything in Free', "The members' part of the library"],
  },
  {
    tier: 'premium',
    name: 'Premium',
    description: 'Everything in Basic, and you help keep Harbor free for others.',
    monthly_price_cents: 1000,
    yearly_price_cents: 10000,
    benefits: ['Everything in Basic', 'New workbooks and kits as soon as they are published'],
  },
  {
    tier: 'vip',
    name: 'VIP',
    description: 'For supporters who want to give more each month.',
    monthly_price_cents: 2500,
    yearly_price_cents: 25000,
    benefits: ['Everything in Premium'],
  },
];
