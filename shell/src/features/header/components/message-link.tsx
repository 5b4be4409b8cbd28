import { MessageOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';

export function MessageLink() {
  return (
    <Link to="/message" className="fl-header__icon" aria-label="Messages">
      <MessageOutlined style={{ fontSize: 20 }} />
    </Link>
  );
}
