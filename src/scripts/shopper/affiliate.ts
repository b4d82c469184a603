/** Keeps an affiliate code from the URL (?ref= or ?affiliate=) for 30 days; drops expired ones. */
import { captureAffiliate } from '../../stores/affiliate';

try {
  captureAffiliate(localStorage, location.search);
} catch {
  // Storage can be unavailable (private modes, disabled cookies): the visit goes on without it.
}
