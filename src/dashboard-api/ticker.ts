/** A ticker as the BFF's own API takes it: the contract's form, trimmed and read in upper case. */
import { z } from 'zod/mini';
import { TICKER_RE } from '../api/ticker';

export const ticker = z
  .string()
  .check(z.trim(), z.regex(TICKER_RE, 'a ticker is a letter then up to nine letters, digits or dots'), z.toUpperCase());
