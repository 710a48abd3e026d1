export {
  Accordion,
  type AccordionItem,
  type AccordionMultipleProps,
  type AccordionProps,
  type AccordionSingleProps,
} from './Accordion';
