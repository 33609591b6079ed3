import { OrderList } from './OrderList';

/** /usercenter/wzmall/orderEvaluation: the orders waiting for a review (their items link to 发表评价). */
export default function OrderEvaluation() {
  return <OrderList defaultTab="review" title="订单评价" />;
}
