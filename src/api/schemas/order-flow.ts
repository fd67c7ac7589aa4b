/**
 * Field groups several families share for a group of orders (the sandbox's names, declared once): an
 * ETF's flow on the economic page, a reporter's flow on the earnings page.
 */
import { count, num } from './common';

/** Counts and premiums of a group of orders ($; net premium signed by the aggressor). */
export const flowTotalFields = {
  orders: count,
  contracts: count,
  total_premium: num,
  call_premium: num,
  put_premium: num,
  net_premium: num,
  put_call_premium_ratio: num,
};

/** The aggressors' net greeks of a group of orders. */
export const netGreekFields = {
  net_delta: num,
  net_gamma: num,
  net_vega: num,
  net_theta: num,
};
