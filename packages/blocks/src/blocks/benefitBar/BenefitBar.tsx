import { Icon, Image } from '@storefront/ui';
import { clsx } from 'clsx';
import type { BlockProps } from '../../registry/registry';
import type { BlockServices } from '../../services/types';
import { blockWords } from '../../services/words';
import * as styles from './BenefitBar.css';
import { BenefitBarClose } from './BenefitBarClose.client';
import { visibleBenefits } from './freeShipping';
import type { BenefitBarFields } from './schema';

/** The close button's label (`blocks` namespace, `benefitBar.close`) in the services' language. */
export function benefitBarCloseLabel(services: Pick<BlockServices, 'locale' | 'messages'>): string {
  return blockWords(services)('benefitBar.close');
}

/**
 * The benefit bar (spec 3 §3 "Benefit bar", §4, §9): a region named by its `title`, with the
 * optional `logo`, `subtitle`, `backgroundImage` (under a scrim), the benefits (`targets`) as a
 * list of links, an `infoIcon` link and a close button; content aligned left, center or right.
 * Free-shipping benefits are left out for FR, IT, DE and GB (`visibleBenefits`, from the
 * services' locale). With `showCloseButton`, the bar is hidden once closed, on later visits too,
 * without a flash when the host puts `BenefitBarClosedScript` in `<head>` (`closedFlag.ts`);
 * the close button is its only client island.
 */
export function BenefitBar({ fields, id, type, services }: BlockProps<BenefitBarFields>) {
  const closable = fields.showCloseButton;
  const benefits = visibleBenefits(fields.targets, services.locale.tag);
  const { logo, backgroundImage, infoIcon } = fields;
  return (
    <section
      className={closable ? `${styles.bar} ${styles.closable}` : styles.bar}
      aria-label={fields.title}
      data-block-type={type}
      data-block-id={id}
      data-benefit-bar=""
    >
      {backgroundImage ? (
        <>
          <Image
            className={styles.background}
            sources={{
              sm: {
                src: backgroundImage.url,
                width: backgroundImage.width,
                height: backgroundImage.height,
              },
            }}
            alt=""
            sizes="100vw"
          />
          <span className={styles.scrim} aria-hidden="true" />
        </>
      ) : null}
      <div
        className={clsx(
          styles.inner,
          styles.innerAlignment[fields.alignment],
          closable && styles.innerClosable,
        )}
      >
        {logo ? (
          <Image
            className={styles.logo}
            sources={{ sm: { src: logo.url, width: logo.width, height: logo.height } }}
            alt={logo.alt}
            fit="contain"
            loading="eager"
          />
        ) : null}
        <div className={styles.text}>
          <p className={styles.title}>{fields.title}</p>
          {fields.subtitle ? <p className={styles.subtitle}>{fields.subtitle}</p> : null}
        </div>
        {benefits.length > 0 ? (
          <ul className={styles.targets}>
            {benefits.map((benefit) => (
              <li key={benefit.id} data-benefit-type={benefit.benefitType}>
                <a
                  className={styles.link}
                  href={benefit.url}
                  target={benefit.target}
                  rel={benefit.target === '_blank' ? 'noopener noreferrer' : undefined}
                >
                  {benefit.text}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {infoIcon ? (
          <a
            className={styles.info}
            href={infoIcon.url}
            target={infoIcon.target}
            rel={infoIcon.target === '_blank' ? 'noopener noreferrer' : undefined}
            aria-label={infoIcon.label}
            title={infoIcon.label}
          >
            <Icon name="info" size="md" />
          </a>
        ) : null}
      </div>
      {closable ? <BenefitBarClose label={benefitBarCloseLabel(services)} /> : null}
    </section>
  );
}
