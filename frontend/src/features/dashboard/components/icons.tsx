import { Icon } from '../../../components/ui/icons';

export const UploadIcon = () => (
  <Icon size={18}>
    <path d="M12 16V4M6 10l6-6 6 6M4 20h16" />
  </Icon>
);
