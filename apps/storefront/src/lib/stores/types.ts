/** The favourite store's pickup answer for the chosen variant (spec 3 §4 stock per variant). */
export interface PickupStore {
  id: string;
  name: string;
  /** The store offers pickup and holds a unit of the variant. */
  available: boolean;
}
