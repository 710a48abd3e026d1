import { categoryIds as cat } from '../categories';
import { shoeFeatures } from './features';
import type { SeedModel } from './types';

/** Kids: trail runners and boots (models 4001-4002). */
export const kidsModels: SeedModel[] = [
  {
    no: 4001,
    name: 'Kids Ridge Runner',
    kind: 'runner',
    categoryId: cat.trailRunning,
    price: 75,
    colors: ['blue', 'red'],
    audiences: ['K'],
    sizes: 'shoe',
    features: shoeFeatures('Hook-and-loop closure'),
  },
  {
    no: 4002,
    name: 'Kids Alpine Mid',
    kind: 'boot',
    categoryId: cat.hikingBoots,
    price: 85,
    colors: ['navy', 'plum'],
    audiences: ['K'],
    sizes: 'shoe',
    features: shoeFeatures('Waterproof membrane'),
  },
];
