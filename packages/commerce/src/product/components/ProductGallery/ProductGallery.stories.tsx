import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { fixtureProduct } from '../../fixtures';
import { galleryImages } from './galleryImages';
import { ProductGallery } from './ProductGallery.client';

const meta = {
  title: 'Commerce/ProductGallery',
  component: ProductGallery,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    images: galleryImages(fixtureProduct.images, 'sand'),
    productName: fixtureProduct.name,
    labels: labelsIn('en').productGallery,
  },
} satisfies Meta<typeof ProductGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From md: a large image and thumbnails; a thumbnail shows its image. */
export const Thumbnails: Story = {
  args: { layout: 'thumbnails' },
  play: async ({ canvas }) => {
    const second = canvas.getByRole('button', { name: 'Show image 2 of 2' });
    await expect(canvas.getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvas.getAllByRole('img', { name: "Men's Summit GTX Boot in Sand, top" }).length,
    ).toBeGreaterThan(0);
  },
};

/** The colour's images only (images per colour). */
export const PerColour: Story = {
  args: { images: galleryImages(fixtureProduct.images, 'forest') },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('img', { name: /in Sand/ }).length).toBe(0);
  },
};

/** On sm: a swipeable carousel with dots. */
export const Carousel: Story = {
  args: { layout: 'carousel' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: "Images of Men's Summit GTX Boot" }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: "Men's Summit GTX Boot in Sand, side" }),
    ).toBeVisible();
  },
};

/** One image. */
export const SingleImage: Story = {
  args: { images: galleryImages(fixtureProduct.images, 'black').slice(0, 1), layout: 'thumbnails' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show image 1 of 1' })).toBeInTheDocument();
  },
};

/** French (fr-CA) carousel: the gallery's and the carousel's words in French. */
export const CarouselFrench: Story = {
  parameters: { locale: 'fr-ca' },
  args: { layout: 'carousel', labels: labelsIn('fr').productGallery },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: "Images de Men's Summit GTX Boot" });
    await expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    await expect(canvas.getByRole('group', { name: '1 sur 2' })).toHaveAttribute(
      'aria-roledescription',
      'image',
    );
    await expect(canvas.getByRole('group', { name: 'Choisir une image' })).toBeInTheDocument();
    await expect(
      await canvas.findByRole('button', { name: 'Aller à l’image 2 sur 2' }),
    ).toBeInTheDocument();
  },
};
